import { dunamsToSquareMetres, squareMetresToDunams } from '@manara/shared/money';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/field';
import { sanitizeNumber } from '../lib/filters';

type DunamBoundInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  /** The bound in m², as the URL and the API hold it ('' when unset). */
  value: string;
  onChange(squareMetres: string): void;
};

/**
 * An area bound typed in dunams, for land (decision 040): the filter keeps square metres, as every
 * other area in the URL and the API. What is being typed ("1.") is kept as typed until the field is left.
 */
export function DunamBoundInput({ value, onChange, onBlur, ...props }: DunamBoundInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = value === '' ? '' : String(squareMetresToDunams(Number(value)));
  return (
    <Input
      {...props}
      value={draft ?? shown}
      onChange={(e) => {
        const typed = sanitizeNumber(e.target.value);
        setDraft(typed);
        onChange(typed === '' || typed === '.' ? '' : String(dunamsToSquareMetres(Number(typed))));
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
}
