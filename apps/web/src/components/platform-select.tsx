import { useId } from 'react';

export interface PlatformSelectProps {
  label: string;
  /** The game's platforms to choose from. */
  platforms: readonly { id: number; name: string }[];
  /** The chosen platform's id; null (or absent) for none ('선택 안 함'). */
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}

/** A native select of a game's platforms with '선택 안 함' first (light: no menu library on these screens). */
export function PlatformSelect({ label, platforms, value, onChange, disabled }: PlatformSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ? String(value) : ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className="h-11 rounded-md border border-border bg-background px-3 text-[15px] outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <option value="">선택 안 함</option>
        {platforms.map((platform) => (
          <option key={platform.id} value={platform.id}>
            {platform.name}
          </option>
        ))}
      </select>
    </div>
  );
}
