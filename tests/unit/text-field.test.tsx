import { useForm } from "@tanstack/react-form";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "../../web/shared/forms/TextField";
import { parseNumber } from "../../web/shared/forms/number";

function WeightForm({ onValue, reset }: { onValue: (v: unknown) => void; reset?: number }) {
  const form = useForm({ defaultValues: { weight: undefined as number | undefined } });
  return (
    <>
      <form.Field name="weight" listeners={{ onChange: ({ value }) => onValue(value) }}>
        {(field) => <TextField field={field} label="Weight" parse={parseNumber} />}
      </form.Field>
      <button type="button" onClick={() => form.reset({ weight: reset })}>
        reset
      </button>
    </>
  );
}

describe("a number field typed key by key", () => {
  it("keeps a trailing point or comma while the number is being typed", () => {
    const values: unknown[] = [];
    render(<WeightForm onValue={(v) => values.push(v)} reset={70} />);
    const input = screen.getByLabelText("Weight") as HTMLInputElement;
    for (const text of ["6", "62", "62.", "62.5"]) fireEvent.change(input, { target: { value: text } });
    expect(input.value).toBe("62.5");
    expect(values.at(-1)).toBe(62.5);
    fireEvent.change(input, { target: { value: "63," } });
    expect(input.value).toBe("63,");
    expect(values.at(-1)).toBe(63);
  });

  it("shows a value set from outside", () => {
    render(<WeightForm onValue={() => {}} reset={70} />);
    const input = screen.getByLabelText("Weight") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "62." } });
    fireEvent.click(screen.getByText("reset"));
    expect(input.value).toBe("70");
  });
});
