# Writes the codes-links-2 mails: python3 main.py <output dir> (run from this folder).
import json, sys
from mails5 import E
json.dump(E, open(sys.argv[1] + '/expected.json', 'w', encoding='utf8'), ensure_ascii=False, indent=1)
print(len(E), sum(1 for v in E.values() if v), 'links')
