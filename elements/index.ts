/**
 * Registers every DKP custom element (architecture §3 "An `index.ts` registers all"); built
 * as `dkp-elements.js`. A page that wants one element alone loads `dkp-<name>.js`, built from
 * that element's `register.ts`. Keep in step with `definitions.ts` (the manifest test checks).
 */
import './announcements/register.ts';
import './articles/register.ts';
import './code-editor/register.ts';
import './comments/register.ts';
import './cron/register.ts';
import './depart-picker/register.ts';
import './favourites/register.ts';
import './markdown-editor/register.ts';
import './notice-bell/register.ts';
import './report/register.ts';
import './rich-text-editor/register.ts';
import './role-picker/register.ts';
import './sign-in/register.ts';
import './subscriptions/register.ts';
import './user-picker/register.ts';
import './watermark/register.ts';
