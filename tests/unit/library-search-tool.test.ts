import { describe, expect, it } from "vitest";
import { type AiBinding, workersAiCoach } from "../../worker/platform/ai/workers-ai";
import { fileLibrary } from "../../scripts/library/file-library";
import { localLibrary } from "../../worker/chat/library/search";
import { newMember } from "./coach-context";

const encoder = new TextEncoder();
const sse = (chunks: unknown[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
      c.enqueue(encoder.encode("data: [DONE]\n\n"));
      c.close();
    },
  });

const context = newMember("ru", "Анна");

describe("search_library in the Workers AI coach (a fake AI binding)", () => {
  it("lets the model search the library and answer from the passages with their links", async () => {
    const runs: { messages: unknown; tools: unknown }[] = [];
    const binding = {
      run: async (_model: string, inputs: { messages: unknown; tools: unknown }) => {
        runs.push(inputs);
        return runs.length === 1
          ? sse([
              {
                tool_calls: [{ index: 0, id: "call_1", function: { name: "search_library", arguments: JSON.stringify({ query: "что съесть после тренировки" }) } }],
                finish_reason: "tool_calls",
              },
            ])
          : sse([{ response: "Белок и углеводы. Подробнее: [статья](/articles/carbs-for-training)" }]);
      },
    } as unknown as AiBinding;
    const coach = workersAiCoach(binding, "@cf/zai-org/glm-4.7-flash", localLibrary(fileLibrary));
    let text = "";
    for await (const piece of coach.stream({ context, history: [], message: "Что съесть после тренировки?" })) text += piece;
    expect(text).toBe("Белок и углеводы. Подробнее: [статья](/articles/carbs-for-training)");
    expect(runs).toHaveLength(2);
    expect(JSON.stringify(runs[0]!.tools)).toContain("search_library");
    expect(JSON.stringify(runs[0]!.messages)).toContain("call search_library and ground your answer");
    // The tool's result reaches the model: Russian passages with their links.
    const second = JSON.stringify(runs[1]!.messages);
    expect(second).toMatch(/href\\+":\\+"\/(articles|education|protein-encyclopedia|carbs-encyclopedia)/);
    expect(second).toMatch(/белк|углевод/);
  }, 30_000);
});
