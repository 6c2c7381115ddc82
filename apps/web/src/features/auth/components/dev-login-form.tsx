import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { DevLoginRequestSchema, type DevLoginRequest } from '@gameshelf/contracts';
import { Button, TextField } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { useContractForm } from '../../../lib/contract-form.ts';

export const DEV_USERNAME_LABEL = '사용자 이름';
export const DEV_LOGIN_SUBMIT_LABEL = '로그인';
const DEV_USERNAME_HINT = '영문, 숫자, 밑줄(_), 하이픈(-)으로 2~30자';

export interface DevLoginFormProps {
  /** Called with a username that passed the contract's rule (trimmed). */
  onSubmit: (username: string) => void;
  /** The sign-in is under way. */
  busy: boolean;
  /** Another sign-in is starting: wait. */
  disabled?: boolean;
  /** The server's refusal of the username. */
  usernameError?: string;
  /** The username was edited after a refusal. */
  onEdit?: () => void;
}

/**
 * The development-only username login (spec 1 §6), shown on the login screen only when the server says
 * it is on. The contract's rule is checked on submit, then again as the name is edited.
 */
export function DevLoginForm({ onSubmit, busy, disabled = false, usernameError, onEdit }: DevLoginFormProps) {
  const headingId = useId();
  const form = useContractForm(DevLoginRequestSchema, { defaultValues: { username: '' }, mode: 'onSubmit' });

  return (
    <Form
      form={form}
      onSubmit={({ username }: DevLoginRequest) => onSubmit(username)}
      aria-labelledby={headingId}
      data-slot="dev-login"
      className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-sm font-semibold">
          개발용 로그인
        </h2>
        <p className="text-xs text-muted-foreground">개발 환경에서만 보이는 로그인입니다.</p>
      </div>
      <FormField
        control={form.control}
        name="username"
        render={(field) => (
          <TextField
            {...field}
            label={DEV_USERNAME_LABEL}
            onChange={(next) => {
              field.onChange(next);
              if (usernameError) onEdit?.();
            }}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint={DEV_USERNAME_HINT}
            error={field.error ?? usernameError}
            readOnly={busy}
            disabled={disabled}
          />
        )}
      />
      {/* While busy the button stays focusable (aria-disabled; a second submit is ignored), so focus is not lost. */}
      <Button
        type="submit"
        variant="secondary"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className="aria-disabled:opacity-50"
      >
        {busy && <LoaderCircle aria-hidden className="animate-spin" />}
        {DEV_LOGIN_SUBMIT_LABEL}
      </Button>
    </Form>
  );
}
