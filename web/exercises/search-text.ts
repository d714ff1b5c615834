// The exercise search's query, kept apart from the address and from the box so that typing stays
// quick on a slow phone: a key renders the box alone at once (SearchBox), the page takes the
// text as a transition (React renders the results in pieces that yield to the next key), and the
// address takes the text once the results show it, replacing its entry (no history entry per
// key). An address changed from elsewhere (back, a link, Clear) is taken while the member is not
// typing in the box, which then starts again from it.
import { startTransition, useCallback, useLayoutEffect, useRef, useState } from "react";

export interface SearchQuery {
  /** The text the results are for. */
  query: string;
  /** Takes the box's text, as work that yields to the next key. */
  setQuery: (text: string) => void;
  /** Changes when the address brought another text: the box is new, with `query` in it. */
  boxKey: number;
  /** For the box: whether the member is typing in it. */
  onFocus: () => void;
  onBlur: () => void;
}

export function useSearchQuery(address: string, write: (q: string) => void): SearchQuery {
  const [query, setQueryNow] = useState(address);
  const [typing, setTyping] = useState(false);
  const [seen, setSeen] = useState(address);
  const [boxKey, setBoxKey] = useState(0);
  if (address !== seen) {
    setSeen(address);
    // While the member types, the address only catches up with what the box wrote.
    if (!typing && address !== query) {
      setQueryNow(address);
      setBoxKey((k) => k + 1);
    }
  }
  const written = useRef(address);
  // In the commit that shows the results, so the address never lags behind what is shown.
  useLayoutEffect(() => {
    if (query === written.current) return;
    written.current = query;
    if (query !== address) write(query);
  }, [query, address, write]);
  const setQuery = useCallback((text: string) => startTransition(() => setQueryNow(text)), []);
  const onFocus = useCallback(() => setTyping(true), []);
  const onBlur = useCallback(() => setTyping(false), []);
  return { query, setQuery, boxKey, onFocus, onBlur };
}
