/** Where an upload is served (GET /media/uploads/:id, app/api/routes/media.server.ts). */
export const uploadPath = (id: string) => `/media/uploads/${id}`;
