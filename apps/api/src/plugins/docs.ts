import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ADMIN_API_BASE } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';
const adviserOnly = [{ bearer: [] }];

const isAdminPath = (url: string) => url === ADMIN_API_BASE || url.startsWith(`${ADMIN_API_BASE}/`);

/**
 * OpenAPI generated from the contract's zod schemas, browsable at /api/docs. Every adviser call says it needs
 * a bearer token; in production the advisers' console is left out of the document altogether, since the
 * document is public and only our own web app calls those routes (docs/decisions.md).
 */
export async function registerDocs(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BimaSetu API',
        version: '1.0.0',
        description: 'Insurance marketplace API for customers in India.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!isAdminPath(input.url)) return transformed;
      if (options.production) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      return { ...transformed, schema: { ...transformed.schema, security: adviserOnly } };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
}
