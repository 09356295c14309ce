import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import BalancePageQuery from '../relay/__generated__/BalancePageQuery.graphql.ts';
import { bankroll, type BankrollFixture } from './bankroll-fixtures.ts';
import { renderRoute, resolveQuery } from './render-route.tsx';

/** The dashboard at `path`, its query answered with `state` and its summary shown. */
export async function openDashboard(state: BankrollFixture, path = '/') {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await resolveQuery(view.environment, BalancePageQuery, {}, { Bankroll: bankroll(state) });
  await screen.findByRole('list', { name: 'Resumo da banca' });
  return { user, ...view };
}

/** The modal open over the dashboard. */
export const dialog = () => screen.getByRole('dialog');
