// Every screen test runs as inside the admin app, which registers the resources' API paths from their
// manifests when it loads (src/admin/AdminApp.tsx).
import { RESOURCES } from '../../resources';
import { registerResourceRoutes } from '../../src/providers/dataProvider';
import { dataResources } from '../../src/routes/resource';

registerResourceRoutes(dataResources(RESOURCES));

// happy-dom forwards a click on a button or link inside a <label> to the label's control (ticking
// the checkbox when the terms link beside it is clicked); browsers, as the HTML standard says, leave
// a click on interactive content inside a label to that content. The label's own listeners still run.
if ('happyDOM' in window) {
  const labelDispatch = HTMLLabelElement.prototype.dispatchEvent;
  const elementDispatch = Object.getPrototypeOf(HTMLLabelElement.prototype).dispatchEvent;
  HTMLLabelElement.prototype.dispatchEvent = function (this: HTMLLabelElement, event: Event) {
    const target = event.type === 'click' && event.target instanceof Element ? event.target : null;
    const interactive = target?.closest('a[href], button, input, select, textarea, details, label');
    const own = interactive && interactive !== this && this.contains(interactive);
    return (own ? elementDispatch : labelDispatch).call(this, event);
  };
}
