import { screen, waitFor, within } from '@testing-library/react';
import type { Block, BlockInput } from '@pitchside/shared-api/contracts/field';
import { ok } from '@pitchside/shared-api/client/testing/fake-api';
import { setUpFakeApi } from '../testing/fake-api-setup';
import { aBlock, FIELD_ID } from '../testing/field-fixtures';
import { renderScheduling, serveField } from '../testing/render-scheduling';

const api = setUpFakeApi();

const BLOCKS = `fields/${FIELD_ID}/blocks`;

/** Accepts a block and lists it from then on. */
function acceptBlocks(state: { blocks: Block[] }) {
  api.on(`POST ${BLOCKS}`, ({ body }) => {
    const input = body as Required<BlockInput>;
    const block = aBlock({ ...input, start: new Date(input.start).toISOString(), end: new Date(input.end).toISOString() });
    state.blocks.push(block);
    return { status: 201, body: { success: true, data: block } };
  });
}

async function addBlock(user: ReturnType<typeof renderScheduling>['user'], values: { date: string; start: string; end?: string; type?: string; note?: string }) {
  await user.click(await screen.findByRole('button', { name: 'Block time' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Block time' }));
  if (values.type) await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), values.type);
  await user.clear(dialog.getByLabelText(/^Date/));
  await user.type(dialog.getByLabelText(/^Date/), values.date);
  await user.type(dialog.getByLabelText(/^From/), values.start);
  if (values.end) await user.type(dialog.getByLabelText(/^To/), values.end);
  else await user.click(dialog.getByRole('checkbox', { name: 'Until midnight (24:00)' }));
  if (values.note) await user.type(dialog.getByLabelText(/^Note/), values.note);
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('Blocked times tab', { timeout: 15_000 }, () => {
  it("turns times on the field's clock into instants across the spring daylight-saving change", async () => {
    const state = serveField(api);
    acceptBlocks(state);
    const { user } = renderScheduling(api, { tab: 'blocks' });
    // 9 March 2098 (a Sunday): New York moves from UTC−5 to UTC−4 at 02:00.
    await addBlock(user, { date: '2098-03-09', start: '01:00', end: '04:00', type: 'private_event', note: 'Club final' });
    await waitFor(() => expect(api.calls(`POST ${BLOCKS}`)).toHaveLength(1));
    expect(api.calls(`POST ${BLOCKS}`)[0]?.body).toEqual({
      type: 'private_event', start: '2098-03-09T06:00:00.000Z', end: '2098-03-09T08:00:00.000Z', note: 'Club final',
    });
    const list = await screen.findByRole('list', { name: 'Upcoming blocks' });
    expect(list).toHaveTextContent('Private event');
    expect(list).toHaveTextContent(/Mar 9, 2098, 1:00\s–\s4:00\sAM/);
    expect(list).toHaveTextContent('Club final');
  });

  it('spans the autumn change (UTC−4 to UTC−5), and takes 24:00 as the midnight ending the day', async () => {
    const state = serveField(api);
    acceptBlocks(state);
    const { user } = renderScheduling(api, { tab: 'blocks' });
    // 2 November 2098 (a Sunday): New York goes back from UTC−4 to UTC−5 at 02:00, so 00:00–03:00 lasts 4 hours.
    await addBlock(user, { date: '2098-11-02', start: '00:00', end: '03:00' });
    await waitFor(() => expect(api.calls(`POST ${BLOCKS}`)).toHaveLength(1));
    expect(api.calls(`POST ${BLOCKS}`)[0]?.body).toMatchObject({
      type: 'maintenance', start: '2098-11-02T04:00:00.000Z', end: '2098-11-02T08:00:00.000Z',
    });
    expect(await screen.findByRole('list', { name: 'Upcoming blocks' })).toHaveTextContent('Under maintenance');
    await addBlock(user, { date: '2098-11-16', start: '20:00' });
    await waitFor(() => expect(api.calls(`POST ${BLOCKS}`)).toHaveLength(2));
    expect(api.calls(`POST ${BLOCKS}`)[1]?.body).toMatchObject({
      start: '2098-11-17T01:00:00.000Z', end: '2098-11-17T05:00:00.000Z',
    });
  });

  it("refuses an end before the start with 'Invalid time range'", async () => {
    serveField(api);
    const { user } = renderScheduling(api, { tab: 'blocks' });
    const dialog = await addBlock(user, { date: '2098-06-01', start: '15:00', end: '09:00' });
    expect(await dialog.findByText('Invalid time range')).toBeInTheDocument();
    expect(api.calls(`POST ${BLOCKS}`)).toHaveLength(0);
  });

  it('lists only upcoming blocks and deletes one after confirmation', async () => {
    const past = aBlock({ start: '2001-01-01T10:00:00.000Z', end: '2001-01-01T12:00:00.000Z', note: 'Long gone' });
    const coming = aBlock({ type: 'closed', start: '2099-07-04T14:00:00.000Z', end: '2099-07-04T20:00:00.000Z', note: 'Holiday' });
    const state = serveField(api, { blocks: [past, coming] });
    api.on(`DELETE ${BLOCKS}/${coming.id}`, () => {
      state.blocks = [past];
      return ok(null);
    });
    const { user } = renderScheduling(api, { tab: 'blocks' });
    const list = await screen.findByRole('list', { name: 'Upcoming blocks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Closed');
    expect(list).toHaveTextContent(/Jul 4, 2099, 10:00\sAM\s–\s4:00\sPM/);
    expect(screen.queryByText('Long gone')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this block?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No upcoming blocks' })).toBeInTheDocument();
  });
});
