import { useId } from 'react';
import type { GogTestApiType } from '@gameshelf/contracts';
import { API_TYPE_OPTIONS, isApiType } from '../lib/api-types.ts';

/** A native select of the API tester's kinds (no menu library on a developer page). */
export function ApiTypeSelect({ value, onChange }: { value: GogTestApiType; onChange: (value: GogTestApiType) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        API 종류
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isApiType(event.target.value)) onChange(event.target.value);
        }}
        className="h-11 rounded-md border border-border bg-background px-3 text-[15px] text-foreground outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
      >
        {API_TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
