// react-hook-form itself, for a form that loads it when the visitor reaches for it (./lazy-form.tsx):
// a chunk of its own, with react-hook-form. It renders nothing; it hands its form to the hook.
import { useLayoutEffect, useState } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

export function FormEngine<TIn extends FieldValues, TOut>({
  options,
  onForm,
}: {
  options: UseFormProps<TIn, unknown, TOut>;
  onForm: (form: UseFormReturn<TIn, unknown, TOut>) => void;
}) {
  // The options of the first render: react-hook-form reads them once.
  const [initial] = useState(options);
  const form = useForm(initial);
  useLayoutEffect(() => onForm(form), [form, onForm]);
  return null;
}
