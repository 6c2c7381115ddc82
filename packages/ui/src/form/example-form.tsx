import { useForm, type Resolver, type ResolverSuccess, type SubmitErrorHandler } from 'react-hook-form';
import { Button } from '../button/button';
import { Switch } from '../switch/switch';
import { TextArea } from '../text-area/text-area';
import { TextField } from '../text-field/text-field';
import { Form, FormField } from './form';

/** A collection-like form for the stories and tests: a name (2-10 characters), a description, public or not. */
export type ExampleValues = { name: string; description: string; isPublic: boolean };

/** A resolver as the app's contract schemas give one: trims, checks, answers Korean messages. */
export const exampleResolver: Resolver<ExampleValues> = (values) => {
  const name = values.name.trim();
  if (name.length < 2 || name.length > 10) {
    return { values: {}, errors: { name: { type: 'rule', message: '컬렉션 이름은 2~10글자로 입력해주세요.' } } };
  }
  const accepted: ResolverSuccess<ExampleValues> = { values: { ...values, name }, errors: {} };
  return accepted;
};

export function ExampleForm({
  onSubmit,
  onInvalid,
  defaults,
}: {
  onSubmit: (values: ExampleValues) => void;
  onInvalid?: SubmitErrorHandler<ExampleValues>;
  defaults?: Partial<ExampleValues>;
}) {
  const form = useForm<ExampleValues>({
    mode: 'onTouched',
    resolver: exampleResolver,
    defaultValues: { name: '', description: '', isPublic: false, ...defaults },
  });
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} aria-label="컬렉션 만들기" className="flex flex-col gap-4">
      <FormField control={form.control} name="name" render={(field) => <TextField label="컬렉션 이름" maxLength={10} {...field} />} />
      <FormField
        control={form.control}
        name="description"
        render={(field) => <TextArea label="설명 (선택)" rows={2} maxLength={100} {...field} />}
      />
      <FormField
        control={form.control}
        name="isPublic"
        render={({ value, onChange }) => <Switch label="공개" checked={value} onCheckedChange={onChange} />}
      />
      <Button type="submit">저장</Button>
    </Form>
  );
}
