// Ports of the back office's journeys, apart from the storefront's (3300/4300) and others in use.
export const webPort = Number(process.env.E2E_ADMIN_WEB_PORT ?? 3450);
export const apiPort = Number(process.env.E2E_ADMIN_API_PORT ?? 4450);
export const STOREFRONT = `http://localhost:${webPort}`;
export const CONSOLE = `http://localhost:${apiPort}`;
