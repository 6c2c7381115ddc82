import { useState, type ComponentType } from 'react';

type ValueProps = { value: unknown; onChange: (...args: never[]) => void };

/**
 * Story helper: renders a controlled primitive with its `value` held in state, so it responds in
 * Storybook and in play functions, while every change (with any extra arguments) still reaches the
 * story's `onChange` spy.
 */
export function withValueState<P extends ValueProps>(Component: ComponentType<P>) {
  return function WithValueState(args: P) {
    const [value, setValue] = useState<P['value']>(args.value);
    const onChange = (next: P['value'], ...rest: unknown[]) => {
      setValue(next);
      (args.onChange as (...changeArgs: unknown[]) => void)(next, ...rest);
    };
    return <Component {...args} value={value} onChange={onChange} />;
  };
}
