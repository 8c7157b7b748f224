// Browser side of the Similar Vehicles section (SimilarCars.astro): fetches the cards from
// their fragment page once the section is within 500 px of view (SPEC.md §4, §9), then swaps
// them in for the placeholders. On failure the error is logged and the section is marked
// complete with no cards (SPEC.md §7 "Similar cars failure: logged; loading marked complete").
const LAZY_MARGIN = '500px';

async function fill(section: HTMLElement, src: string): Promise<void> {
  const grid = section.querySelector<HTMLElement>('.similar-cars__grid');
  try {
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
    // Our own static HTML (cards rendered at build time), same origin.
    if (grid) grid.innerHTML = await response.text();
  } catch (error) {
    console.error('Similar cars could not be loaded', error);
    section.hidden = true;
  } finally {
    section.removeAttribute('aria-busy');
  }
}

export function loadSimilarCars(section: HTMLElement): void {
  const src = section.dataset['similarSrc'];
  if (!src) return;
  if (!('IntersectionObserver' in window)) {
    void fill(section, src);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void fill(section, src);
    },
    { rootMargin: LAZY_MARGIN },
  );
  observer.observe(section);
}
