import { useEffect, useRef, useState } from 'react';

/**
 * A form's answer to a submit it refused before sending anything (a field empty or malformed): the keyboard's
 * focus goes to the first field marked invalid, where a screen reader reads the field with its error, rather
 * than staying on the submit button. Each refusal is an attempt of its own: `attempt` keys the form's
 * message, which is rendered anew, so the same error is announced again on a second try. The ref goes on the
 * <form>, or on an element holding fields that are not all in one form (Nova aposta's event, chosen before
 * its form shows); call `refused()` with the state that marks the fields.
 */
export function useRefusalFocus<T extends HTMLElement = HTMLFormElement>() {
  const form = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { form, attempt, refused: () => setAttempt((count) => count + 1) };
}
