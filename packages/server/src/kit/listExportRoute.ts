import type { PolicyExportQuery } from '@coverline/engine';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { inTenantWithForm } from '../modules/shared/inTenant.js';
import { tenantToday } from '../modules/shared/tenantToday.js';
import { TABLE_CONTENT_TYPES } from '../modules/shared/tableExport.js';
import { exportList, type ListExport } from './listExport.js';

/** The file's wire description: CSV or XLSX, named in content-disposition. */
const FILE = {
  200: {
    description: 'The list as a CSV or XLSX file, named in content-disposition',
    content: {
      'text/csv': { schema: { type: 'string' } },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
    },
  },
} as const;

/**
 * `GET /api/{path}/export?format&search&sorting` (XLSX by default): the list's rows for the same search and
 * sorting, as a file named `{fileStem}-{tenant's today}.{format}`, not cached.
 */
export function registerListExport<Row extends Record<string, string | number | null>>(
  app: FastifyInstance,
  db: Database,
  route: { path: string; permission: string; query: object; spec: ListExport<Row> },
): void {
  app.get<{ Querystring: PolicyExportQuery }>(
    `/api/${route.path}/export`,
    {
      config: { permission: route.permission },
      schema: { tags: [route.path], querystring: route.query, response: FILE },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const { search, sorting } = request.query;
      const { body, fileName } = await inTenantWithForm(db, request, async (tx, _actor, moment) =>
        exportList(tx, route.spec, {
          format,
          today: await tenantToday(tx, moment),
          ...(search === undefined ? {} : { search }),
          ...(sorting === undefined ? {} : { sorting }),
        }),
      );
      return reply
        .type(TABLE_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
