import { Field, invalidProps } from "@web/components/ui/form-field.tsx";
import { Textarea } from "@web/components/ui/input.tsx";
import { useState } from "react";

/**
 * Text an admin must write before an action goes ahead (a rejection or suspension reason, a
 * response): `take` answers it trimmed, or null after showing `message` when it is blank; the
 * message goes as soon as they type again.
 */
export function useRequiredText(message: string) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    error,
    setValue,
    change: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    take: (): string | null => {
      const text = value.trim();
      if (!text) setError(message);
      return text || null;
    },
  };
}

/** The labelled textarea for a `useRequiredText`, with its message under it. */
export function RequiredTextarea({
  id,
  label,
  text,
  maxLength,
}: {
  id: string;
  label: string;
  text: ReturnType<typeof useRequiredText>;
  maxLength?: number;
}) {
  return (
    <Field id={id} label={label} error={text.error}>
      <Textarea
        id={id}
        rows={2}
        maxLength={maxLength}
        value={text.value}
        {...invalidProps(id, text.error)}
        onChange={(event) => text.change(event.target.value)}
      />
    </Field>
  );
}
