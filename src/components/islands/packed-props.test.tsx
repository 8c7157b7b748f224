// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packedIsland, packProps } from './packed-props.tsx';

// The island in the browser (jsdom: no server bundle, props parsed from their text);
// packProps and the server's cache are in packed-props.server.test.ts.

interface CounterProps {
  label: string;
  start: number;
  tags: string[];
  note?: string | null;
}

function Counter({ label, start, tags, note }: CounterProps) {
  const [count, setCount] = useState(start);
  return (
    <div>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label}: {count}
      </button>
      <ul>
        {tags.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {note && <p>{note}</p>}
    </div>
  );
}
const CounterIsland = packedIsland(Counter);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('packedIsland', () => {
  const props: CounterProps = { label: 'Clicks', start: 2, tags: ['one', 'two'], note: 'Hello' };

  it('renders the same HTML as the component with its props', () => {
    expect(renderToString(<CounterIsland {...packProps(props)} />)).toBe(renderToString(<Counter {...props} />));
  });

  it('hydrates the server HTML without a mismatch and stays interactive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CounterIsland {...packProps(props)} />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      // As in the browser: only the JSON text, nothing packed on this thread.
      hydrateRoot(container, <CounterIsland json={JSON.stringify(props)} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clicks: 2' }));
    expect(screen.getByRole('button', { name: 'Clicks: 3' })).toBeTruthy();
  });
});
