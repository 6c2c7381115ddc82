import type { Ref } from 'react';
import { DISPLAY_NAME_MAX } from '@gameshelf/contracts';
import { TextField } from '@gameshelf/ui';
import { FormField } from '@gameshelf/ui/form';
import type { DisplayNameAvailability } from '../api/check-display-name.ts';
import type { useProfileForm } from '../lib/use-profile-form.ts';

export const NICKNAME_LABEL = '닉네임';
const NICKNAME_HINT = '한글, 영문, 숫자, 밑줄(_), 공백으로 2~20자';

export interface NicknameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** The rule the nickname breaks, or the server's refusal; wins over the availability answer. */
  error?: string;
  availability: DisplayNameAvailability;
  disabled?: boolean;
}

/**
 * The nickname input: the contract's rule as you type, then the server's availability answer
 * ('사용 가능한 닉네임입니다.' or why not). The counter may run past 20 so the too-long message can show.
 */
export function NicknameField({ value, onChange, onBlur, name, ref, error, availability, disabled }: NicknameFieldProps) {
  const taken = availability.status === 'taken' ? availability.message : undefined;
  const hint =
    availability.status === 'available' ? (
      <span role="status" data-slot="nickname-available" className="text-success">
        {availability.message}
      </span>
    ) : (
      NICKNAME_HINT
    );
  return (
    <TextField
      ref={ref}
      label={NICKNAME_LABEL}
      name={name}
      value={value}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      maxLength={DISPLAY_NAME_MAX}
      enforceMaxLength={false}
      autoComplete="nickname"
      placeholder="닉네임을 입력해주세요"
      error={error ?? taken}
      hint={hint}
      disabled={disabled}
      aria-busy={availability.status === 'checking' || undefined}
    />
  );
}

/** The nickname field bound to the profile form (setup and edit share it). */
export function ProfileNicknameField({
  form,
  availability,
  disabled,
}: {
  form: ReturnType<typeof useProfileForm>['form'];
  availability: DisplayNameAvailability;
  disabled: boolean;
}) {
  return (
    <FormField
      control={form.control}
      name="displayName"
      render={(field) => <NicknameField {...field} availability={availability} disabled={disabled} />}
    />
  );
}
