// The build's shorter ids for the shared modules copied into the chunks (scripts/share-ids.mjs):
// each registered id and every use of it, in every file, become 5 characters of its own hash;
// texts of the same shape that are not registered stay; two ids meeting in 5 characters stop the
// build; a file's new text depends on its old text alone.
import { describe, expect, it } from "vitest";
import { shortenShareIds } from "../../scripts/share-ids.mjs";

const start =
  'import{i as t,o as r}from"./rolldown-runtime-QBLRvY7.js";t(`diary_title-bnt5nVCx`,(t=>{var a;}));var x=r(`nav_profile-b_t9b0VU`),y=`settings-language`;';
const page = "t(`nav_profile-b_t9b0VU`,t=>{var b;});var z=r(`diary_title-bnt5nVCx`);";

describe("the shared modules' ids", () => {
  it("shorten where they are registered and where they are asked for, in every file", () => {
    const out = shortenShareIds(
      new Map([
        ["start.js", start],
        ["page.js", page],
      ]),
    );
    expect(out.get("start.js")).toBe(
      'import{i as t,o as r}from"./rolldown-runtime-QBLRvY7.js";t(`bnt5n`,(t=>{var a;}));var x=r(`b_t9b`),y=`settings-language`;',
    );
    expect(out.get("page.js")).toBe("t(`b_t9b`,t=>{var b;});var z=r(`bnt5n`);");
  });

  it("give a file the same text whatever the other files hold", () => {
    const alone = shortenShareIds(
      new Map([
        ["page.js", page],
        ["start.js", start],
      ]),
    ).get("page.js");
    const withMore = shortenShareIds(
      new Map([
        ["page.js", page],
        ["start.js", start],
        ["other.js", "t(`chart-Zq81kLmN`,(e=>{}));"],
      ]),
    ).get("page.js");
    expect(withMore).toBe(alone);
  });

  it("stop the build when two ids would meet", () => {
    const clash = "t(`alpha-abcde123`,(e=>{}));t(`beta-abcde456`,(e=>{}));";
    expect(() => shortenShareIds(new Map([["a.js", clash]]))).toThrow(
      "share ids alpha-abcde123 and beta-abcde456 both shorten to abcde",
    );
  });
});
