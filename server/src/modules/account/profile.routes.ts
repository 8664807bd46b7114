import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_PICTURE_MAX_BYTES, ZChangePasswordRequestSchema, ZProfilePictureResponseSchema, ZProfileResponseSchema,
  ZProfileUpdateRequestSchema,
} from '@pitchside/shared-api/contracts/profile';
import { DomainError, badRequest } from '../../lib/errors.js';
import { ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { authRouteLimit } from '../../plugins/rate-limit.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ProfileService } from './profile.service.js';
import { readRefreshCookie } from '../auth/refresh-cookie.js';

/** Reads the one uploaded file; a broken multipart stream is the client's mistake (400), not ours. */
async function readSingleFile(next: () => Promise<MultipartFile | undefined>): Promise<Buffer> {
  try {
    const file = await next();
    if (!file) throw badRequest('No file was uploaded', 'FILE_REQUIRED');
    return await file.toBuffer();
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof DomainError || (typeof status === 'number' && status < 500)) throw error;
    throw badRequest('The upload could not be read', 'MALFORMED_MULTIPART');
  }
}

/** /api/v1/auth/profile: the signed-in user's own profile, picture and password. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService; auth: AuthService }> = async (app, { profile, auth }) => {
  const common = { tags: ['profile'] };
  // Multipart is accepted only in this plugin's scope; limits stop oversized parts while streaming.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.get('/profile', {
    config: { auth: 'required', duringPasswordChange: true },
    schema: { ...common, operationId: 'getProfile', summary: "The caller's profile", response: responses(ZProfileResponseSchema, 401) },
  }, async (request) => ok({ user: await profile.get(authOf(request).user) }));

  app.put('/profile', {
    config: { auth: 'required' },
    schema: {
      ...common, operationId: 'updateProfile', summary: 'Change the profile (a new e-mail address needs the current one verified)',
      body: ZProfileUpdateRequestSchema, response: responses(ZProfileResponseSchema, 400, 401, 403, 409),
    },
  }, async (request) => ok({ user: await profile.update(authOf(request).user, request.body) }, 'Profile updated successfully'));

  app.post('/profile/picture', {
    config: { auth: 'required', rateLimit: authRouteLimit(app.config) },
    schema: {
      ...common, operationId: 'uploadProfilePicture', summary: 'Replace the profile picture (multipart: one JPG, PNG or GIF file of at most 5 MB)',
      consumes: ['multipart/form-data'], response: responses(ZProfilePictureResponseSchema, 400, 401, 413, 415),
    },
  }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the picture as multipart/form-data', 'MULTIPART_REQUIRED');
    const upload = await readSingleFile(() => request.file());
    const user = await profile.setPicture(authOf(request).user, upload);
    return ok({ profileImage: user.profileImage ?? '', user }, 'Profile picture updated');
  });

  app.post('/profile/password', {
    config: { auth: 'required', duringPasswordChange: true, rateLimit: authRouteLimit(app.config) },
    schema: {
      ...common, operationId: 'changePassword', summary: 'Change the password; every other session ends',
      body: ZChangePasswordRequestSchema, response: responses(ZNoDataSchema, 400, 401, 429),
    },
  }, async (request) => {
    const { currentPassword, newPassword } = request.body;
    await auth.changePassword(authOf(request).user, currentPassword, newPassword, readRefreshCookie(request));
    return ok(null, 'Password changed successfully');
  });
};
