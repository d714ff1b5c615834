// React DOM makes five errors as its module starts, objects it throws and catches by identity
// (a suspended render, a hydration mismatch). Called as `Error(...)` they record the stack. With a
// debugging connection open (DevTools, or Lighthouse, whose connection the cheap-phone figures go
// through) V8 then records it in full and, to do that, parses React DOM's whole module function
// again for its source positions: 8 to 10 ms in the start's largest task, on every page
// (docs/benchmarks.md, "Where the blocking time goes on this host"). A phone without such a
// connection never pays it. Made as objects with Error's prototype instead, they are the same
// errors without a recorded stack, which React never reads (and the shortest such object: the
// start's bytes are budgeted).

const sentinels = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
];
const made = new RegExp(`\\b(${sentinels.join("|")}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`, "g");

/** How many sentinels React DOM's production client is expected to make. */
export const sentinelCount = sentinels.length;

/**
 * React DOM's production client with its start-up sentinels made without a stack.
 * @param {string} code
 * @returns {{ code: string, count: number }} the new code, and how many were found
 */
export function sentinelsWithoutStacks(code) {
  let count = 0;
  const out = code.replace(made, (_, name, number) => {
    count++;
    return `${name} = errorWithoutStack(formatProdErrorMessage(${number}))`;
  });
  // One small function beside them, hoisted: five object literals cost the start more bytes.
  return {
    code: count ? `${out}\nfunction errorWithoutStack(message) { return { __proto__: Error.prototype, message }; }\n` : out,
    count,
  };
}
