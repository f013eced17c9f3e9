import type { Messages } from './fr.ts';

export const es: Messages = {
  defaultPageTitle: 'Reserva en línea',
  skipToContent: 'Ir al contenido',
  home: 'Inicio',
  ourShops: 'Nuestros centros',
  ourShop: 'Nuestro centro',
  book: 'Reservar',
  bookingUnavailable: 'Reserva en línea no disponible',
  shopsLoadFailed:
    'No podemos mostrar nuestros centros en este momento. Inténtelo de nuevo en unos instantes.',
  noShops: 'Todavía no hay ningún centro abierto a la reserva en línea.',
  retry: 'Reintentar',
  backHome: 'Volver al inicio',
  notFoundTitle: 'Parece que esta página no existe.',
  notFoundText: 'Puede que se haya movido o que la dirección contenga un error.',
  companyErrorTitle: 'business not registered',
  companyErrorText: 'No hay ningún negocio registrado en esta dirección.',
  genericErrorTitle: 'An error occurred',
  genericErrorText: 'Ha ocurrido algo inesperado. Inténtelo de nuevo en unos instantes.',
  maintenanceTitle: '¡Volvemos pronto!',
  maintenanceText:
    'Nuestro sitio está en mantenimiento. Le pedimos disculpas por las molestias y le agradecemos su paciencia.',
  siteDisabledTitle: 'Sitio no disponible temporalmente',
  debugBar: 'Modo debug: el sitio está desactivado para los visitantes.',
};
