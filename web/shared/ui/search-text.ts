/** Text as searches compare it: lower case, with Russian "ё" read as "е". */
export const foldForSearch = (text: string) => text.toLowerCase().replace(/ё/g, "е");
