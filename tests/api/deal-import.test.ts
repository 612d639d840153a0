import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { uploadCsv, waitForImport } from '../support/csv-imports';

const upload = (client: ApiClient, text: string) => uploadCsv(client, 'deals', text);
const waitFor = (client: ApiClient, id: string, status: string) => waitForImport(client, 'deals', id, status, 30_000);

const file = [
  'Deal Name,Amount,Stage,Status,Probability,Close Date,Contact Email,Company,Notes,Owner',
  'Acme renewal,"$12,500",Proposal,,40%,31/12/2026,ada@acme.test,Acme,Two-year term,',
  'Globex pilot,8000,Negotiation,open,,15/01/2027,,Globex,,OWNER', // owner filled in per workspace
  'Initech win,"$3,000",Closed Won,,,01/11/2026,new.person@initech.test,Initech,,',
  'Bad money,12.50,Proposal,,,,,,,',
  'Unknown stage,100,Demo booked,,,,,,,',
  'Bad date,100,,,,31/31/2026,,,,',
  ',100,Proposal,,,,,,,',
  'Wrong status,100,Closed Won,lost,,,,,,',
  'Stranger owner,100,,,,,,,,someone@else.test',
  'Too few,1',
].join('\n');

describe('deals CSV import', () => {
  it('imports good rows into the chosen pipeline, reports bad ones by line, and reverts as a whole', async () => {
    const { client, owner, userId } = await signUpWorkspace('di');
    const ada = await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@acme.test' });
    const pipeline = (await client.get('/api/pipelines')).body.items[0];

    const uploaded = await upload(client, file.replace('OWNER', owner.email));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ kind: 'deals', status: 'uploaded', suggestedDateFormat: 'day-first' });
    expect(uploaded.body.suggestedMapping).toEqual({
      'Deal Name': 'title',
      Amount: 'value',
      Stage: 'stage',
      Status: 'status',
      Probability: 'probability',
      'Close Date': 'expectedCloseDate',
      'Contact Email': 'contactEmail',
      Company: 'company',
      Notes: 'description',
      Owner: 'ownerEmail',
    });
    const id = uploaded.body.id;
    // A deals import is not a contacts import: the other kind's routes do not know it.
    expect((await client.get(`/api/imports/${id}`)).status).toBe(404);
    const contactFields = await client.post(`/api/imports/deals/${id}/start`, {
      mapping: { ...uploaded.body.suggestedMapping, Notes: 'tags' },
    });
    expect(contactFields.status).toBe(400);
    const noTitle = await client.post(`/api/imports/deals/${id}/start`, { mapping: { Amount: 'value' } });
    expect(noTitle.status).toBe(400);

    // Owners are matched in the CRM's directory of users, which follows identity's events.
    await expect.poll(async () => (await client.get('/api/members')).body.items.length).toBe(1);
    const started = await client.post(`/api/imports/deals/${id}/start`, {
      mapping: uploaded.body.suggestedMapping,
      pipelineId: pipeline!.id,
      createContacts: true,
    });
    expect(started.status).toBe(200);
    const done = await waitFor(client, id, 'completed');
    expect(done.counts).toEqual({ read: 10, imported: 3, updated: 0, unchanged: 0, skipped: 0, failed: 7 });

    const errors = (await client.get(`/api/imports/deals/${id}/errors`)).body.items;
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [5, 'Amount'],
      [6, 'Stage'],
      [7, 'Close Date'],
      [8, 'Deal Name'],
      [9, 'Status'],
      [10, 'Owner'],
      [11, '(row)'],
    ]);
    expect(errors[0]!.reason).toBe('must be whole dollars');
    expect(errors[1]!.reason).toContain('no stage "Demo booked"');

    const deals = (await client.get(`/api/deals?pipelineId=${pipeline!.id}&limit=50`)).body.items;
    const byTitle = Object.fromEntries(deals.map((d) => [d.title, d]));
    const stage = (key: string) => pipeline!.stages.find((s) => s.key === key)!.id;
    expect(byTitle['Acme renewal']).toMatchObject({
      value: 12_500,
      stageId: stage('proposal'),
      status: 'open',
      probability: 40,
      expectedCloseDate: '2026-12-31',
      contactId: ada.body.id,
      description: 'Two-year term',
      ownerId: userId,
    });
    expect(byTitle['Globex pilot']).toMatchObject({ value: 8000, probability: 75, expectedCloseDate: '2027-01-15' });
    expect(byTitle['Initech win']).toMatchObject({
      status: 'won',
      probability: 100,
      actualCloseDate: '2026-11-01',
      contactName: 'New Person',
    });
    const created = (await client.get('/api/contacts?search=new.person')).body.items;
    expect(created.map((c) => c.email)).toEqual(['new.person@initech.test']);

    const stranger = (await signUpWorkspace('dx')).client;
    expect((await stranger.get(`/api/imports/deals/${id}`)).status).toBe(404);
    expect((await stranger.get('/api/imports/deals')).body.items).toEqual([]);
    expect((await stranger.post(`/api/imports/deals/${id}/revert`)).status).toBe(404);

    expect((await client.post(`/api/imports/deals/${id}/revert`)).status).toBe(200);
    const reverted = await waitFor(client, id, 'reverted');
    expect(reverted.reverted!.removed).toBe(4); // three deals and the contact it created
    expect((await client.get(`/api/deals?pipelineId=${pipeline!.id}`)).body.items).toEqual([]);
    expect((await client.get(`/api/contacts/${ada.body.id}`)).status).toBe(200);
    expect((await client.get('/api/contacts?search=new.person')).body.items).toEqual([]);
  });

  it('refuses rows whose contact is unknown unless asked to create them, and looks stages up in the chosen pipeline', async () => {
    const { client } = await signUpWorkspace('dj');
    const other = (
      await client.post('/api/pipelines', { name: 'Partners', stages: [{ name: 'Intro' }, { name: 'Signed' }] })
    ).body;
    const csv = 'Title;Value;Stage;Contact\nFirst;1 000;Intro;nobody@x.test\nSecond;2000;intro;\nThird;3;Proposal;\n';
    const uploaded = await upload(client, csv);
    expect(uploaded.body.suggestedMapping).toMatchObject({ Title: 'title', Contact: 'contactEmail' });
    await client.post(`/api/imports/deals/${uploaded.body.id}/start`, {
      mapping: uploaded.body.suggestedMapping,
      pipelineId: other.id,
    });
    const done = await waitFor(client, uploaded.body.id, 'completed');
    expect(done.counts).toMatchObject({ imported: 1, failed: 2 });
    const errors = (await client.get(`/api/imports/deals/${uploaded.body.id}/errors`)).body.items;
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'Contact'],
      [4, 'Stage'],
    ]);
    const board = (await client.get(`/api/deals/board?pipelineId=${other.id}`)).body;
    expect(board.columns[0]!.deals.map((d) => [d.title, d.value])).toEqual([['Second', 2000]]);
    const again = await client.post(`/api/imports/deals/${uploaded.body.id}/start`, {
      mapping: uploaded.body.suggestedMapping,
    });
    expect(again.status).toBe(409);
  });
});
