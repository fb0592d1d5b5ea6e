"use client";
// A form that switches validation on at its first submit (spec section 5: "{field} is required" shows
// only from then on). Fields inside it report whether they hold an error; a submit with any invalid
// field shows the messages, focuses the first invalid field and does not call onValidSubmit.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
} from "react";

type FormState = {
  validating: boolean;
  setFieldInvalid: (inputId: string, invalid: boolean) => void;
};

const FormContext = createContext<FormState | null>(null);

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> & {
  onValidSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Start with validation on (a form reopened after a failed save). */
  validateFromStart?: boolean;
};

export function Form({ onValidSubmit, validateFromStart = false, children, ...rest }: Props) {
  const [validating, setValidating] = useState(validateFromStart);
  // Insertion order = registration order = document order for fields rendered once.
  const invalid = useRef(new Set<string>());

  const setFieldInvalid = useCallback((inputId: string, isInvalid: boolean) => {
    if (isInvalid) invalid.current.add(inputId);
    else invalid.current.delete(inputId);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setValidating(true);
    const first = [...invalid.current][0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    onValidSubmit(event);
  }

  const state = useMemo(() => ({ validating, setFieldInvalid }), [validating, setFieldInvalid]);
  return (
    <FormContext.Provider value={state}>
      <form noValidate {...rest} onSubmit={submit}>
        {children}
      </form>
    </FormContext.Provider>
  );
}

/**
 * For a field: whether its form has turned validation on (false outside a Form), and registration of
 * the field's blocking error so the form can refuse to submit.
 */
export function useFormField(inputId: string, hasBlockingError: boolean): { validating: boolean } {
  const form = useContext(FormContext);
  const setFieldInvalid = form?.setFieldInvalid;
  useEffect(() => {
    if (!setFieldInvalid) return;
    setFieldInvalid(inputId, hasBlockingError);
    return () => setFieldInvalid(inputId, false);
  }, [setFieldInvalid, inputId, hasBlockingError]);
  return { validating: form?.validating ?? false };
}
