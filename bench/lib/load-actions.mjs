// The actions of the mixed load (issue 13), each as one person does it through the API, and the
// access rule that decides who may: a demo login does only the actions its permissions allow.
// `vu` is one signed-in person: { id, location, baseUrl, cookie, random, recorder, assortment, queries }.
import { UPLOAD_CHUNK_SIZE } from '@stride/domain';

const DOCUMENT_POLL_MS = 500;
const DOCUMENT_TIMEOUT_MS = 120_000;

const pick = (vu, list) => list[Math.floor(vu.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One JSON call as a step of `action`; answers the parsed body. */
const callApi = async (vu, action, step, method, path, body) => {
  const headers = { cookie: vu.cookie, ...(body !== undefined && { 'content-type': 'application/json' }) };
  const answer = await vu.recorder.request(action, step, `${vu.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answer.body ? JSON.parse(answer.body) : null;
};

/** A catalogue search as the search page and the grids send it (at the person's location): filters, a text, a second page. */
const search = async (vu, shared) => {
  const request = pick(vu, shared.searches);
  const variant = vu.random();
  const located = { ...request, locationCode: vu.location };
  const body =
    variant < 0.25
      ? { ...located, filters: { name: pick(vu, shared.nameWords) } }
      : variant < 0.7
        ? { ...located, options: { ...request.options, summary: true } }
        : variant < 0.8
          ? { ...located, skip: 100 }
          : located;
  await callApi(vu, 'search', 'fetch', 'POST', '/api/products/fetch', body);
};

const assortmentOpen = (vu) => callApi(vu, 'assortmentOpen', 'open', 'GET', `/api/assortments/${vu.assortment.id}`);

const assortmentList = (vu) =>
  callApi(vu, 'assortmentList', 'list', 'GET', `/api/assortments?view=${pick(vu, ['all', 'recent'])}&limit=100`);

const assetPage = (vu) => callApi(vu, 'assetPage', 'page', 'GET', pick(vu, vu.queries.assets));

const samplePage = (vu) => callApi(vu, 'samplePage', 'page', 'GET', pick(vu, vu.queries.samples));

const ordersPage = (vu) => {
  const startRow = vu.random() < 0.8 ? 0 : 100;
  const body = { startRow, endRow: startRow + 100, ...(vu.random() < 0.1 && { search: 'Load' }) };
  return callApi(vu, 'ordersPage', 'query', 'POST', `/api/orders/${pick(vu, vu.queries.orderTabs)}/query`, body);
};

/** A grid edit saved: mostly one cell, sometimes a paste down 20 rows. */
const batchEdit = async (vu) => {
  const { assortment } = vu;
  const paste = vu.random() < 0.2;
  const first = Math.floor(vu.random() * assortment.rowIds.length);
  const rows = paste ? assortment.rowIds.slice(first, first + 20) : [assortment.rowIds[first]];
  const value = Math.floor(vu.random() * 20) + 1;
  const updateProducts = rows.map((id) => ({
    id,
    changes: paste ? { colorNote: `Load ${vu.id} ${value}` } : { discountPercent: value },
  }));
  const answer = await callApi(
    vu,
    'batchEdit',
    paste ? 'paste' : 'cell',
    'PATCH',
    `/api/assortments/batch/${assortment.id}?baseVersion=${assortment.version}`,
    [{ updateProducts }],
  );
  assortment.version = answer.version;
};

/** A picture into the advertising library: announce, create the upload, send its part(s), complete. */
const upload = async (vu, shared) => {
  const file = shared.uploadFile;
  vu.uploads = (vu.uploads ?? 0) + 1;
  const filename = `load ${shared.runId} ${vu.id}-${vu.uploads}.jpg`;
  const announced = await callApi(vu, 'upload', 'announce', 'POST', '/api/assets/AdvertisingAsset', {
    libraryType: 'AdvertisingAsset',
    files: [{ filename, usageType: 'Primary', fileSize: file.length }],
  });
  const { bucket, key } = announced.uploads[0];
  const { uploadId, urls } = await callApi(vu, 'upload', 'create', 'POST', '/api/upload/aws/s3/create', {
    bucket,
    key,
    fileSize: file.length,
    forceOverwrite: false,
    chunkSize: UPLOAD_CHUNK_SIZE,
  });
  const etags = [];
  for (const [index, url] of urls.entries()) {
    const part = file.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE);
    const { response } = await vu.recorder.request('upload', 'part', `${vu.baseUrl}${url}`, {
      method: 'PUT',
      body: part,
      headers: { 'content-type': 'application/octet-stream' },
    });
    etags.push(response.headers.get('etag'));
  }
  await callApi(vu, 'upload', 'complete', 'POST', '/api/upload/aws/s3/complete', { bucket, key, uploadId, etags });
};

/** Polls a started document until made (as the web's download queue does), then downloads it. */
const followDocument = async (vu, document, started, jobName) => {
  let state = document.state;
  while (state === 'started' && performance.now() - started < DOCUMENT_TIMEOUT_MS) {
    await sleep(DOCUMENT_POLL_MS);
    state = (await callApi(vu, 'document', 'poll', 'GET', `/api/assortment-documents/${document._id}`)).state;
  }
  if (state === 'success') {
    await vu.recorder.request(
      'document',
      'file',
      `${vu.baseUrl}/api/assortment-documents/${document._id}/file`,
      { headers: { cookie: vu.cookie } },
      { bytes: true },
    );
  }
  vu.recorder.job(jobName, performance.now() - started, state === 'success');
  if (state !== 'success') throw new Error(`document job ended ${state}`);
};

/**
 * A linesheet of the person's assortment, pdf or xlsx, as a job: started, then followed in the
 * background while the person goes on working (one document of theirs at a time).
 */
const documentJob = async (vu) => {
  const type = vu.random() < 0.5 ? 'pdf' : 'Spreadsheet';
  const started = performance.now();
  const document = await callApi(vu, 'document', 'start', 'POST', '/api/assortment-documents', {
    assortment: vu.assortment.id,
    documentType: { type, name: 'Linesheet', subType: 'Expanded' },
  });
  vu.documentJob = followDocument(vu, document, started, type === 'pdf' ? 'pdfLinesheet' : 'xlsxLinesheet')
    .catch((error) => vu.recorder.benchFault('document', error))
    .finally(() => {
      vu.documentJob = null;
    });
};

/** A sample order of one catalogue shoe, created as a draft and submitted. */
const orderSubmit = async (vu, shared) => {
  const { style, color } = pick(vu, shared.products);
  const order = await callApi(vu, 'orderSubmit', 'create', 'POST', '/api/orders/samples/active-orders', {
    purpose: `Load ${vu.id}`,
    sizePreference: 'Preferred',
    lines: [{ style, color, productType: 'Footwear' }],
  });
  const submitted = await callApi(
    vu,
    'orderSubmit',
    'submit',
    'PATCH',
    `/api/orders/samples/active-orders/batch/${order._id}`,
    {
      action: 'submit',
    },
  );
  if (submitted.status !== 'SUBMITTED') throw new Error(`submit answered ${submitted.status}`);
};

/**
 * The mix: each action's weight among a person's next actions, and the access rule (of
 * @stride/domain's accessRules) a person needs for it; `ready` says whether the person can do it now.
 * Grid pages are five kinds of page. With 0.5–2 s of thought, a person (on a server that keeps up)
 * searches every 3–4 s, saves an edit every 7–8 s, makes a document every 4–5 minutes and, editors,
 * uploads a picture every 25–30 s.
 */
export const loadActions = [
  { name: 'search', weight: 30, rule: 'viewProducts', run: search },
  { name: 'assortmentOpen', weight: 8, rule: 'viewAssortments', run: assortmentOpen },
  { name: 'assortmentList', weight: 5, rule: 'viewAssortments', run: assortmentList },
  { name: 'assetPage', weight: 8, rule: 'viewAdvertisingAssets', run: assetPage },
  { name: 'samplePage', weight: 6, rule: 'sampleInventoryAny', run: samplePage },
  { name: 'ordersPage', weight: 8, rule: 'anyOrders', run: ordersPage },
  { name: 'batchEdit', weight: 15, rule: 'viewAssortments', run: batchEdit },
  { name: 'upload', weight: 3, rule: 'manageAdvertisingAssets', run: upload },
  { name: 'document', weight: 0.5, rule: 'viewAssortments', run: documentJob, ready: (vu) => !vu.documentJob },
  { name: 'orderSubmit', weight: 4, rule: 'sampleOrders', run: orderSubmit },
];
