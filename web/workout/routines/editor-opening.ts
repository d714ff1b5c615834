import { useState } from "react";

/**
 * A routine editor's open state and its key: each opening (`show`) mounts the editor anew, so it
 * starts from the routine as it is then (RoutineEditor keeps what it opened with).
 */
export function useEditorOpening() {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(0);
  return {
    open,
    key,
    setOpen,
    show: () => {
      setKey((n) => n + 1);
      setOpen(true);
    },
  };
}
