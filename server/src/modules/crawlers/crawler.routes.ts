import type { FastifyPluginAsync } from 'fastify';
import { compressedDocumentSender } from '../../plugins/static/compressed-document.js';
import { robotsTxt, sitemapXml } from './crawler-files.js';

/** Search engines read them often; the lists change only with a deployment. */
const CACHE = 'public, max-age=3600';

/** GET /sitemap.xml and GET /robots.txt (outside /api/v1): what search engines may list, and where to find it. */
export const crawlerRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  const sendSitemap = compressedDocumentSender();
  const sendRobots = compressedDocumentSender();

  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
    sendSitemap(request, reply.header('cache-control', CACHE).type('application/xml; charset=utf-8'), sitemap));
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    sendRobots(request, reply.header('cache-control', CACHE).type('text/plain; charset=utf-8'), robots));
};
