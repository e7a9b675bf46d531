// framer-motion's animation features, loaded after first paint by <Motion> (LazyMotion).
import { domAnimation } from 'framer-motion';

export default domAnimation;
