// The demonstration as a worker draws it (web/shared/exercises/demo/scene.ts): the same loop the
// SVG's `<animate>`s play, the same shapes, the same see-through groups.
import { describe, expect, it } from "vitest";
import { drawScene, numbersAt, parsePath, type Layers, type Scene, type SceneShape } from "../../web/shared/exercises/demo/scene";

/** A 2D context that records what is drawn, on a canvas of the given size. */
function recorder(width: number, height: number) {
  const calls: string[] = [];
  let transform = [1, 0, 0, 1, 0, 0];
  const ctx = {
    canvas: { width, height },
    globalAlpha: 1,
    setTransform(...m: number[]) {
      transform = m.length === 1 ? transform : m;
    },
    getTransform: () => transform,
    clearRect: () => calls.push("clear"),
    beginPath: () => {},
    moveTo: (x: number, y: number) => calls.push(`move ${x} ${y}`),
    lineTo: (x: number, y: number) => calls.push(`line ${x} ${y}`),
    quadraticCurveTo: (...n: number[]) => calls.push(`quad ${n.join(" ")}`),
    arc: (x: number, y: number, r: number) => calls.push(`arc ${x} ${y} ${r}`),
    fill() {
      calls.push(`fill ${this.fillStyle} at ${this.globalAlpha}`);
    },
    stroke() {
      calls.push(`stroke ${this.strokeStyle} ${this.lineWidth} at ${this.globalAlpha}`);
    },
    setLineDash: () => {},
    save: () => {},
    restore: () => {},
    drawImage(_: unknown) {
      calls.push(`lay on at ${this.globalAlpha}`);
    },
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 1,
  };
  return { ctx, calls, transform: () => transform };
}

const stroked: Pick<SceneShape, "fill" | "stroke" | "strokeWidth" | "lineCap" | "lineJoin" | "dash"> = {
  fill: null,
  stroke: "#fff",
  strokeWidth: 2,
  lineCap: "round",
  lineJoin: "round",
  dash: [],
};

describe("the demonstration drawn on a canvas", () => {
  it("reads a path's commands and numbers as the figure writes them", () => {
    expect(parsePath("M1 2L3.5 -4Q-0.5 .5 6 7")).toEqual({ commands: "MLQ", numbers: [1, 2, 3.5, -4, -0.5, 0.5, 6, 7] });
  });

  it("goes through the samples in straight steps and closes the loop on the first", () => {
    const frames = [
      [0, 100],
      [10, 80],
      [0, 100],
    ];
    expect(numbersAt(frames, 0)).toEqual([0, 100]);
    expect(numbersAt(frames, 0.25)).toEqual([5, 90]);
    expect(numbersAt(frames, 0.5)).toEqual([10, 80]);
    expect(numbersAt(frames, 1.25)).toEqual([5, 90]);
    expect(numbersAt([[3, 4]], 0.7)).toEqual([3, 4]);
  });

  it("fits the frame to the canvas and draws each shape where the loop has it", () => {
    const scene: Scene = {
      viewBox: [0, 0, 240, 240],
      seconds: 4,
      items: [
        {
          kind: "line",
          frames: [
            [0, 0, 10, 10],
            [20, 0, 10, 10],
            [0, 0, 10, 10],
          ],
          ...stroked,
          opacity: 1,
        },
        { kind: "path", commands: "MQ", frames: [[1, 2, 3, 4, 5, 6]], ...stroked, opacity: 1 },
      ],
    };
    const { ctx, calls, transform } = recorder(480, 480);
    drawScene(ctx as unknown as CanvasRenderingContext2D, scene, 1, () => ctx as unknown as CanvasRenderingContext2D);
    expect(transform()).toEqual([2, 0, 0, 2, 0, 0]);
    // A quarter of the way round the loop: half way between the first two samples.
    expect(calls).toEqual([
      "clear",
      "move 10 0",
      "line 10 10",
      "stroke #fff 2 at 1",
      "move 1 2",
      "quad 3 4 5 6",
      "stroke #fff 2 at 1",
    ]);
  });

  it("lays a see-through group on as a whole, and gives a lone shape its opacity directly", () => {
    const circle = (opacity: number): SceneShape => ({
      kind: "circle",
      frames: [[5, 5, 2]],
      fill: "#0f0",
      stroke: null,
      strokeWidth: 0,
      lineCap: "butt",
      lineJoin: "miter",
      dash: [],
      opacity,
    });
    const scene: Scene = {
      viewBox: [0, 0, 240, 240],
      seconds: 4,
      items: [{ kind: "group", opacity: 0.5, items: [circle(1), circle(1)] }, circle(0.3)],
    };
    const main = recorder(240, 240);
    const layer = recorder(240, 240);
    const layers: Layers = () => layer.ctx as unknown as CanvasRenderingContext2D;
    drawScene(main.ctx as unknown as CanvasRenderingContext2D, scene, 0, layers);
    // Both circles on the layer at full strength, the layer laid on at half: their overlap is not darker.
    expect(layer.calls).toEqual(["clear", "arc 5 5 2", "fill #0f0 at 1", "arc 5 5 2", "fill #0f0 at 1"]);
    expect(main.calls).toEqual(["clear", "lay on at 0.5", "arc 5 5 2", "fill #0f0 at 0.3"]);
  });
});
