// One question as members ask it, with the pages or passages a right answer draws on: a page id
// ("article:carbs-for-training") accepts any of its sections, a passage id only itself.
export interface CoachQuestion {
  q: string;
  expect: string[];
}
