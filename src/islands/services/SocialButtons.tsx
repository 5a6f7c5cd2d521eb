/** Social buttons (SPEC §3: tg, ok, vk) for modals, opening in a new tab. */
import { SOCIAL_LINKS } from '~/lib/site';

/** Links to the chain's social pages. */
export default function SocialButtons() {
  return (
    <ul className="social-buttons">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.social}>
          <a href={link.href} target="_blank" rel="noopener" data-social={link.social}>
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
