// Shorter ids for the shared modules the bundler copies into the chunks that use them (decision
// 0033's registry): it names each `<chunk name>-<8 characters of hash>`, and the start alone
// registers or asks for 120 of them, random bytes to gzip on every page's first load. Each id
// becomes 5 characters of its own hash, so a file's new text follows from its old text alone and
// its hashed name still changes whenever its text does (files are cached for a year).

/** An id as the bundler writes it, registered with its factory: t(`diary_title-bnt5nVCx`,(t=>{ */
const registered = /\(`([\w$.-]+-([\w-]{8}))`,\(?[\w$]+=>\{/g;
export const shortLength = 5;

/**
 * The chunks' code with every registered id shortened, or an error naming two ids whose short
 * forms meet (then raise shortLength).
 * @param {ReadonlyMap<string, string>} codes file name -> code
 * @returns {Map<string, string>}
 */
export function shortenShareIds(codes) {
  const ids = new Map();
  for (const code of codes.values())
    for (const [, id, hash] of code.matchAll(registered)) ids.set(id, hash.slice(0, shortLength));
  const owners = new Map();
  for (const [id, short] of ids) {
    const other = owners.get(short);
    if (other && other !== id) throw new Error(`share ids ${other} and ${id} both shorten to ${short}`);
    owners.set(short, id);
  }
  const out = new Map();
  if (ids.size === 0) return new Map(codes);
  const pattern = new RegExp("`(" + [...ids.keys()].map((id) => id.replace(/[$.]/g, "\\$&")).join("|") + ")`", "g");
  for (const [file, code] of codes)
    out.set(
      file,
      code.replace(pattern, (_, id) => "`" + ids.get(id) + "`"),
    );
  return out;
}
