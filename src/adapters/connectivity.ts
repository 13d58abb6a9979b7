// The browser's connectivity source for the network machine: the window's online/offline events.
import type { ConnectivitySource } from '../app/root/actors';

export const browserConnectivity: ConnectivitySource = (report) => {
  const online = () => report(true);
  const offline = () => report(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  report(navigator.onLine);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
};
