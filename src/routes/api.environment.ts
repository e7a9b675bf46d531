import { data } from 'react-router';
import { serverConfig } from '../config.server';

/** SPEC §7: answers whether this deployment is production. */
export function loader() {
  return data({ production: serverConfig().production }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
