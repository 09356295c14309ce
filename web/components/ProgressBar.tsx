import { useNavigation } from 'react-router';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';

/** Thin bar at the top while the router loads the next route's code and starts its query. */
export function ProgressBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="progress" role="progressbar" aria-label={SHELL_LABELS.pageLoading} />;
}
