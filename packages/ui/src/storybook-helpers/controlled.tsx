import { useState, type ComponentType } from 'react';

/**
 * Wraps a component whose `value` the caller owns so that a story can be played: the wrapper
 * keeps the value the component reports and still calls the story's `onChange` spy.
 */
export function withValueState<P extends { value: unknown; onChange: (next: never) => void }>(
  Component: ComponentType<P>,
) {
  return function Controlled(props: P) {
    const [value, setValue] = useState<P['value']>(props.value);
    const report = props.onChange as (next: P['value']) => void;
    return (
      <Component
        {...props}
        value={value}
        onChange={(next: P['value']) => {
          setValue(next);
          report(next);
        }}
      />
    );
  };
}

/** `withValueState` for on/off controls, whose state is `checked`. */
export function withCheckedState<P extends { checked: boolean; onChange: (next: boolean) => void }>(
  Component: ComponentType<P>,
) {
  return function Controlled(props: P) {
    const [checked, setChecked] = useState(props.checked);
    return (
      <Component
        {...props}
        checked={checked}
        onChange={(next: boolean) => {
          setChecked(next);
          props.onChange(next);
        }}
      />
    );
  };
}
