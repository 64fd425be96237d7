// /api/docs: the OpenAPI description of every route, generated from the routes' own schemas.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerDocs(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description: 'Errors: { message, errors? } in the user language (pt-BR by default).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
