// The floor (issue 11): the same Fastify and `pg` the server uses, with none of our code, on the
// bench's own database. What a request costs here, no server of ours can go below on this machine.
// Started by scenarios/floor.mjs as a child process: node floor-server.mjs <port> <database url or ''>.
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;
const app = Fastify({ logger: false });
const tenant = '00000000-0000-0000-0000-000000000001';

/** Nothing but Fastify answering a small JSON. */
app.get('/constant', async () => ({ ok: true }));

/** One statement over one pooled connection. */
app.get('/select-1', async () => {
  const { rows } = await pool.query('select 1 as one');
  return rows[0];
});

/** One scoped read in one message, as our session check is sent: begin, set local, select, commit. */
app.get('/scoped', async () => {
  const client = await pool.connect();
  try {
    const results = await client.query(`begin; set local app.tenant_id = '${tenant}'; select 1 as one; commit`);
    return results[2].rows[0];
  } finally {
    client.release();
  }
});

/**
 * The session check's message, then a transaction with three statements, the second one `middle`:
 * what a list page must at least send. Answers the rows of `middle`.
 */
async function pageShape(middle) {
  const client = await pool.connect();
  try {
    await client.query(`begin; set local app.tenant_id = '${tenant}'; select 1; commit`);
    await client.query(`begin; set local app.tenant_id = '${tenant}'`);
    await client.query('select $1::int as one', [1]);
    const { rows } = await middle(client);
    await client.query('select $1::int as one', [3]);
    await client.query('commit');
    return rows;
  } finally {
    client.release();
  }
}

app.get('/page-shape', async () => (await pageShape((client) => client.query('select $1::int as one', [2])))[0]);

/** The same messages, the middle one answering 50 rows as wide as an order page's, sent as JSON. */
const fiftyRows = `select md5('o' || i)::uuid as id, 'O-2026-' || i as "orderNumber", current_date::text as "orderDate",
  null::text as "deliveryDate", md5('a' || i)::uuid as "accountId", 'K' || (1000 + i) as "accountNumber",
  'Bakkerij de Vries ' || i as "accountName", 'Noord' as route, null::uuid as "assignedTo", md5('s')::uuid as "statusId",
  (i * 10.5)::numeric(12,2)::text as net, (i * 11.45)::numeric(12,2)::text as gross, 5 as "lineCount", 1 as version,
  now() as "updatedAt" from generate_series(1, $1::int) as i`;
app.get('/page-50', async () => ({
  items: await pageShape((client) => client.query(fiftyRows, [50])),
  total: 1000,
  page: 1,
  pageSize: 50,
}));

await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool?.end();
  process.exit(0);
});
