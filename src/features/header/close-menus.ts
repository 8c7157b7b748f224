// Closes the header's open menus when keyboard focus moves out of them
// (docs/decisions.md "Layout"). The menus are popovers: the browser closes
// them on Escape and on a click or tap elsewhere, but not when Tab takes focus
// past them. On focus landing outside a desktop dropdown (Vehicles, Company)
// or outside the header while the phone menu is open, the popover is closed,
// so its button says collapsed and it stays shut when focus comes back. It
// acts on focusin, when focus has already moved: closing from focusout would
// send focus back to the menu's button.
//
// Header.astro inlines it in every page (0.24 KB gzip, no request), pages
// without an island included: no native way closes a popover when focus leaves
// it without changing how the menus open (docs/decisions.md "Layout"). Before
// it runs, or without JavaScript, CSS only hides a menu focus has left (global.css).

/** The popover's own part of the header: its dropdown group, else (the phone menu) the header. */
const scopeOf = (popover: Element): Element | null => popover.closest('.nav-group') ?? popover.closest('.site-header');

export function closeMenusLeftBy(focused: Node, root: ParentNode = document): void {
  for (const popover of root.querySelectorAll<HTMLElement>('.site-header [popover]:popover-open')) {
    if (!scopeOf(popover)?.contains(focused)) popover.hidePopover();
  }
}

if (typeof document !== 'undefined' && 'popover' in HTMLElement.prototype) {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Node) closeMenusLeftBy(event.target);
  });
}
