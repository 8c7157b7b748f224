/**
 * The captcha slot's pluggable interface (SPEC.md §5 "Captcha shown by
 * default"; tenant setting forms.captcha). A real provider (reCAPTCHA,
 * Turnstile, hCaptcha...) implements it: `render` draws its widget into the
 * slot and may return a cleanup; `token` gives the token sent as
 * `captcha_token` with the lead (null sends none).
 *
 * No third-party captcha can run here, so the default provider is a no-op
 * placeholder: it marks the slot and gives no token. The platform API treats
 * a missing token as "no captcha configured" (docs/decisions.md "Lead forms").
 */
export interface CaptchaProvider {
  /** Draws the widget into the slot element; returns an optional cleanup. */
  render(el: HTMLElement): void | (() => void);
  /** The token for this submission, or null. */
  token(): Promise<string | null>;
}

/** The default: a placeholder slot that gives no token. */
export const placeholderCaptcha: CaptchaProvider = {
  render(el) {
    el.dataset['captcha'] = 'placeholder';
  },
  token: () => Promise.resolve(null),
};
