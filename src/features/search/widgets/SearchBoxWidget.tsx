import { useId, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { useHydrated } from '../../auth/client-state.ts';

/** Free-text search of the stock; disabled until hydrated (text typed before then would be dropped). */
export function SearchBoxWidget() {
  const { query, refine } = useSearchBox();
  const [text, setText] = useState(query);
  const id = useId();
  const hydrated = useHydrated();
  // Follow the query when it changes from outside (back button, Clear Filters).
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        refine(text);
      }}
    >
      <label htmlFor={`${id}-q`}>Search stock</label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        placeholder="Make, model or keyword"
        autoComplete="off"
        disabled={!hydrated}
        onChange={(e) => {
          setText(e.currentTarget.value);
          refine(e.currentTarget.value);
        }}
      />
      <button type="submit" className="btn" disabled={!hydrated}>
        Search
      </button>
    </form>
  );
}
