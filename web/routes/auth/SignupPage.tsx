import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { AUTH_LABELS } from '../../../server/i18n/screens/auth.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay/hooks.js';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { SignupMutation } from '../../relay/__generated__/SignupMutation.graphql.ts';
import { isEmail, updateStoreForViewer } from './session.ts';
import { signupMutation } from './SignupMutation.ts';
import { VisitorOnly } from './VisitorOnly.tsx';
import '../../styles/forms.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useFocusAfterBusy } from '../../components/useFocusAfterBusy.ts';
import { useRefusalFocus } from '../../components/useRefusalFocus.ts';

/** Sign-up asks for 8 characters: the stricter of SPEC §5's two readings. */
export const SIGNUP_MIN_PASSWORD = 8;

type Field = 'name' | 'email' | 'password' | 'passwordConfirmation';

interface Problem {
  message: string;
  fields: Field[];
}

function validate(values: Record<Field, string>): Problem | null {
  const empty = (Object.keys(values) as Field[]).filter((field) => !values[field].trim());
  if (empty.length > 0) return { message: MESSAGES.fillAll, fields: empty };
  if (!isEmail(values.email)) return { message: MESSAGES.invalidEmail, fields: ['email'] };
  if (values.password.length < SIGNUP_MIN_PASSWORD)
    return { message: MESSAGES.signupPasswordMin, fields: ['password'] };
  if (values.password !== values.passwordConfirmation)
    return { message: MESSAGES.passwordsDiffer, fields: ['passwordConfirmation'] };
  return null;
}

/** /signup, the 'Cadastro' screen (SPEC §2, §5, §8). A signed-in user is sent to / instead. */
export function SignupPage() {
  return (
    <VisitorOnly>
      <SignupForm />
    </VisitorOnly>
  );
}

function SignupForm() {
  usePageMeta(AUTH_LABELS.signup, APP_PAGE_META.signup);
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    passwordConfirmation: '',
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [commit, busy] = useMutation<SignupMutation>(signupMutation);
  const { form, attempt, refused } = useRefusalFocus();
  useFocusAfterBusy(busy, form);
  const navigate = useNavigate();
  const messageId = useId();

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required
      value={values[name]}
      disabled={busy}
      invalid={problem?.fields.includes(name) ?? false}
      errorId={messageId}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setProblem(found);
    if (found) return refused();
    commit({
      variables: {
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
        },
      },
      updater: (store, data) => {
        if (data?.signup.viewer) updateStoreForViewer(store, 'signup');
      },
      onCompleted: ({ signup }) => {
        if (signup.viewer) {
          void navigate('/', { replace: true });
          return;
        }
        const [first] = signup.errors;
        const known: Field[] = ['name', 'email', 'password', 'passwordConfirmation'];
        const fields = known.filter((name) => name === first?.field);
        // SPEC §8: the server's message when it gives one (e.g. e-mail already registered).
        setProblem({ message: first?.message || MESSAGES.signupFailed, fields });
        // The field it names takes the focus, as for a refusal before sending.
        if (fields.length > 0) refused();
      },
      onError: () => setProblem({ message: MESSAGES.signupFailed, fields: [] }),
    });
  };

  return (
    <section className="card form-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{AUTH_LABELS.signup}</h1>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <FormMessage key={attempt} id={messageId} error={problem?.message} />
        {field('name', COMMON_LABELS.name, 'text', 'name')}
        {field('email', COMMON_LABELS.email, 'email', 'email')}
        {field('password', COMMON_LABELS.password, 'password', 'new-password')}
        {field('passwordConfirmation', AUTH_LABELS.repeatPassword, 'password', 'new-password')}
        <SubmitButton busy={busy} label={AUTH_LABELS.signupSubmit} busyLabel={AUTH_LABELS.signingUp} />
      </form>
      <p className="form-links">
        <Link to="/login">{AUTH_LABELS.haveAccount}</Link>
      </p>
    </section>
  );
}
