import pg from 'pg';

export interface DataVersionListener {
  /** `epoch:notifications`, or null while not listening (nothing may be kept then). */
  current(): string | null;
  /** Whether the LISTEN connection is up right now (a node is not ready while it is down). */
  listening(): boolean;
  /**
   * What the notifications said changed (decision 0712): `stock` moves on a write of stock or
   * content ('' payload), each car's state on 'vehicle:ID'; null while not listening.
   */
  changes(): { stock: string; state: number } | null;
  /** The `state` counter at this car's last change of state heard (0: none). */
  vehicleState(stockId: number): number;
  /** The highest `sync:<token>:<n>` marker heard for `token` since this epoch began. */
  heardSync(): number;
  close(): Promise<void>;
}

/** Wait before listening again after the connection dropped. */
const RECONNECT_MS = 500;

/**
 * Follows writes made by any node (or any other client) through PostgreSQL's LISTEN/NOTIFY: the
 * triggers of migration 4 notify 'showroom_data' at every commit that changed served data, and each
 * notification moves this node's version. Notifications reach every listener within milliseconds of
 * the commit, in commit order. While the listening connection is down the version is null, and a new
 * connection starts a new epoch (notifications missed meanwhile cannot leave a stale entry behind).
 */
export async function listenForDataChanges(
  connectionString: string,
  onError: (error: Error) => void,
  connectTimeoutMs = 0,
  /** This node's sync markers' token (the store's, after its own commits: see postgres/index.ts). */
  syncToken = '',
  /**
   * How many markers the node has sent: a new connection counts them all heard, as what they
   * follow was committed before it listened (and a new epoch keeps nothing from before).
   */
  syncsSent: () => number = () => 0,
): Promise<DataVersionListener> {
  let epoch = 0;
  let stock = 0;
  let state = 0;
  let synced = 0;
  const vehicleStates = new Map<number, number>();
  const syncPrefix = `sync:${syncToken}:`;
  // Told once per outage: while the server is away each attempt fails, every RECONNECT_MS.
  let failing = false;
  let notifications = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload.startsWith('sync:')) {
        if (payload.startsWith(syncPrefix))
          synced = Math.max(synced, Number(payload.slice(syncPrefix.length)));
        return;
      }
      notifications++;
      if (payload === 'state') return;
      const car = /^vehicle:(\d+)$/.exec(payload);
      if (car) vehicleStates.set(Number(car[1]), ++state);
      // '' and anything this code does not know: a change of stock.
      else stock++;
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (error) onError(error);
      next.removeAllListeners('error');
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (!closed) timer = setTimeout(() => void connect().catch(retry), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query('LISTEN showroom_data');
    } catch (error) {
      next.removeAllListeners('end');
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      throw error;
    }
    // Closed while connecting (a node stopping during an outage): this connection is not kept.
    if (closed) return void (await next.end().catch(() => undefined));
    epoch++;
    synced = syncsSent();
    failing = false;
    client = next;
  };
  const retry = (error: Error) => {
    if (!failing) onError(error);
    failing = true;
    if (!closed) timer = setTimeout(() => void connect().catch(retry), RECONNECT_MS);
  };
  await connect();

  return {
    current: () => (client ? `${epoch}:${notifications}` : null),
    changes: () => (client ? { stock: `${epoch}:${stock}`, state } : null),
    vehicleState: (stockId) => vehicleStates.get(stockId) ?? 0,
    heardSync: () => synced,
    listening: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end();
    },
  };
}
