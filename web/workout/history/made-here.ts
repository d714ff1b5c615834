// Past workouts logged on this screen a moment ago: their page opens on the correction form, to
// add the exercises done. Held in memory only: after a reload the page opens as any other.
const made = new Set<string>();

export const markMadeHere = (id: string) => void made.add(id);
export const madeHere = (id: string) => made.has(id);
export const forgetMadeHere = (id: string) => void made.delete(id);
