import { productName } from '../../tenant/utils/branding';
import { Spinner } from '../../../ui/Spinner';

/** Shown while the tenant and session load (spec 000 §2). */
export function LoadingScreen() {
  return (
    <div className="center-screen">
      <div className="loading-screen">
        <Spinner size="lg" label={`Loading ${productName}`} />
        <h1 className="loading-screen__title">Loading {productName}</h1>
        <p className="loading-screen__text">Please wait while we initialize your session</p>
      </div>
    </div>
  );
}
