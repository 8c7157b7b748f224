import { Fragment, useEffect, useState } from 'react';
import { withApi, type ApiProps } from './with-api.ts';
import { isCarSlug, printCarFromHtml, type PrintCar } from './print-data.ts';

export type PrintViewProps = ApiProps;

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; slug: string; car: PrintCar };

/** Saves a blob as a download named `name`. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /print?car_id={slug} (SPEC.md §2): the car's print layout, a Print button
 * and the PDF download ('Preparing...' while it runs, saved as {slug}.pdf,
 * an alert with the error message on failure, SPEC.md §4, §8).
 */
export default function PrintView(props: PrintViewProps) {
  // The page hydrates client:only, so the query can be read on the first render.
  const [slug] = useState(() => new URLSearchParams(window.location.search).get('car_id'));
  const [state, setState] = useState<State>(() => (isCarSlug(slug) ? { kind: 'loading' } : { kind: 'missing' }));
  const [preparing, setPreparing] = useState(false);

  useEffect(() => {
    if (!isCarSlug(slug)) return;
    const pageUrl = `/cars/${slug}`;
    fetch(pageUrl, { headers: { Accept: 'text/html' } })
      .then(async (res) => {
        const car = res.ok ? printCarFromHtml(await res.text(), new URL(pageUrl, window.location.href).href) : null;
        setState(car ? { kind: 'ready', slug, car } : { kind: 'missing' });
      })
      .catch(() => setState({ kind: 'missing' }));
  }, [slug]);

  useEffect(() => {
    if (state.kind === 'ready') document.title = `${state.car.title} | Print`;
  }, [state]);

  async function downloadPdf(slug: string) {
    setPreparing(true);
    try {
      // A 'pdf' endpoint answers a Blob (the client checks its type).
      const blob = (await withApi(props, (client, api) =>
        client.call(api.carPdf, { params: { slug }, query: {} }),
      )) as Blob;
      saveBlob(blob, `${slug}.pdf`);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  }

  if (state.kind === 'loading') return <p role="status">Loading the vehicle...</p>;
  if (state.kind === 'missing') {
    return (
      <div className="print-missing">
        <h1>Vehicle not found</h1>
        <p>
          This vehicle could not be found. <a href="/search/new-used-and-demo-cars">Browse our stock</a>.
        </p>
      </div>
    );
  }
  const { car } = state;
  return (
    <article className="print-car">
      <div className="print-toolbar">
        <button type="button" className="btn btn--accent" onClick={() => window.print()}>
          Print
        </button>
        <button
          type="button"
          className="btn btn--outline"
          disabled={preparing}
          onClick={() => void downloadPdf(state.slug)}
        >
          {preparing ? 'Preparing...' : 'Download PDF'}
        </button>
        <a href={`/cars/${state.slug}`}>Back to the vehicle</a>
      </div>
      <h1>{car.title}</h1>
      {car.subtitle && <p className="print-car__sub">{car.subtitle}</p>}
      {car.price && <p className="print-car__price">{car.price}</p>}
      {car.image && <img className="print-car__image" src={car.image} alt={car.title} width={800} height={600} />}
      {car.rows.length > 0 && (
        <dl className="specs">
          {car.rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {car.comments && (
        <section aria-labelledby="print-comments">
          <h2 id="print-comments">Dealer Comments</h2>
          <p>{car.comments}</p>
        </section>
      )}
      <footer className="print-car__seller">
        {car.seller.name && <p>{car.seller.name}</p>}
        {car.seller.address && <p>{car.seller.address}</p>}
        {car.seller.phone && <p>Phone: {car.seller.phone}</p>}
        <p>{car.url}</p>
      </footer>
    </article>
  );
}
