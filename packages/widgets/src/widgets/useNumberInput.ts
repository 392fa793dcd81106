import { useState, type ChangeEvent } from 'react';
import { acceptTyping, clamp, displayNumber, typedNumber } from './numberText.js';

export interface NumberInputOptions {
  value: unknown;
  /** Decimal places; undefined allows any. */
  places?: number;
  minimum?: number;
  maximum?: number;
  /** Receives the typed number, or undefined when the input is cleared. */
  onValue: (value: number | undefined) => void;
}

/**
 * Text-input state for numbers: grouped display at rest, raw digits while editing, refused keystrokes that
 * cannot become a number, and clamping to the bounds on blur (not while typing, so "1" can become "15").
 */
export function useNumberInput({ value, places, minimum, maximum, onValue }: NumberInputOptions) {
  const [editing, setEditing] = useState<string | null>(null);
  return {
    value: editing ?? displayNumber(value, places),
    onFocus: () => setEditing(typeof value === 'number' ? String(value) : ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const accepted = acceptTyping(event.target.value, places, minimum === undefined || minimum < 0);
      if (accepted === undefined) return;
      setEditing(accepted);
      onValue(typedNumber(accepted));
    },
    onBlur: () => {
      const typed = typedNumber(editing ?? '');
      if (typed !== undefined && clamp(typed, minimum, maximum) !== typed)
        onValue(clamp(typed, minimum, maximum));
      setEditing(null);
    },
  };
}
